// The shell's index.html loads main.js with `async` (HtmlWebpackPlugin writes `defer`).
'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * main.js is `async`, not `defer`: a deferred script runs in the task that finishes parsing, and Blink
 * lays the page out for the first time at the end of that same task (fonts, the static header). On a
 * phone the two together were one long task after the first paint (about 60 ms at 1x, 250 ms at
 * Lighthouse's 4x); async, the first layout and paint come first and main.js runs in a task of its
 * own. Nothing in main.js waits for parsing: it runs after #root, which the HTML has before it.
 */
class AsyncMainScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AsyncMainScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AsyncMainScriptPlugin', (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags])
          if (tag.tagName === 'script' && tag.attributes.src) {
            delete tag.attributes.defer;
            tag.attributes.async = true;
          }
        return data;
      });
    });
  }
}

module.exports = { AsyncMainScriptPlugin };

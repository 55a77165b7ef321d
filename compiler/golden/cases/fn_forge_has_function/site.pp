# stdlib::has_function's way of asking whether a function exists: the loaders find 4.x Ruby,
# Puppet-language and Puppet's own functions; 3.x functions are found through the 3.x table.
notice(hf::has('hf::has'))
notice(hf::has('hf::inpuppet'))
notice(hf::has('sprintf'))
notice(hf::has('hf_legacy'))
notice(hf::has('no_such_function'))
notice(hf::has('hf::nothing'))

# A PuppetX library as Vox Pupuli modules lay it out: lib/puppet_x/mylib.rb declaring
# Module#autoload for its parts, require_relative between files, class-level memoization,
# constants frozen at load, a mixin module extended into a class, Comparable value objects,
# Puppet::Util helpers (symbolizehash, deterministic_rand, uri_encode/uri_query_encode, absolute_path?,
# Package.versioncmp, SymbolicFileMode) called from a 4.x function.
notice(mylib::probe('web01'))
notice(mylib::probe('db01'))
notice(mylib::versions(['1.10.0', '1.9.2', '1.10.0-rc1', '2.0', '1.10']))

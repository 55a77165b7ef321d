# Digest::RMD160 (QA-FORGE-14 P4): RIPEMD-160 over block boundaries, objects, base64.
require 'digest/rmd160'
show('rmd hex') { ['', 'x', 'abc', 'a' * 55, 'a' * 56, 'a' * 64, 'a' * 1000, "\u00e9t\u00e9"].map { |s| Digest::RMD160.hexdigest(s) } }
show('rmd obj') { d = Digest::RMD160.new; d << 'ab'; d.update('c'); [d.hexdigest, d.to_s, d.digest.bytesize, d.block_length, d.digest_length, d.name] }
show('rmd base64') { Digest::RMD160.base64digest('x') }
show('rmd file') { Digest::RMD160.new.update('q' * 130).hexdigest }

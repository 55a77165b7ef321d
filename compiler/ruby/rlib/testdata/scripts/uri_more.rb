# URI#normalize, URI.split, URI.decode_www_form (QA-FORGE-14 S1).
u = URI.parse('https://user:pw@Example.com:8443/a/b/../c?x=1&y=2#frag')
show('normalize') { [u.normalize.to_s, u.to_s, URI('HTTP://A.b').normalize.to_s, URI('http://x.y').normalize.path, URI('mailto:A@B').normalize.to_s] }
show('normalize!') { v = URI('HTTP://EX.com'); [v.normalize!, v.to_s, v.host, v.scheme] }
show('normalize class') { URI('HTTP://EX.com').normalize.class }
show('split') { [URI.split('https://example.com:8443/p?q#f'), URI.split('http://a/'), URI.split('mailto:x@y'), URI.split('/rel?x'), URI.split('http://u:p@h:/x'), URI.split('http://[::1]:80/')] }
show('split bad') { URI.split('http://a b') }
show('split non-ascii') { URI.split('http://é') }
show('decode') { [URI.decode_www_form('a=1&b=x+y&c=%2F'), URI.decode_www_form(''), URI.decode_www_form('a&&b=&=c&'), URI.decode_www_form('x=%zz%4'), URI.decode_www_form('q=%E2%82%AC&r=%FF')] }
show('decode enc') { URI.decode_www_form('q=%E2%82%AC').flatten.map(&:encoding).uniq }
show('decode non-ascii') { URI.decode_www_form('a=é') }

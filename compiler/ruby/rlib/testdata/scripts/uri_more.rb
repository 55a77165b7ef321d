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
show('make_regexp schemes') { ['http://a.b/c', 'ftp://x', 'not a url', 'https://u:p@h:8/p?q#f'].map { |s| !!(s =~ URI::DEFAULT_PARSER.make_regexp(%w[http https])) } }
show('make_regexp') { ['http://a.b/c', 'ftp://x', 'not a url', 'mailto:a@b'].map { |s| s[URI::DEFAULT_PARSER.make_regexp]} }
show('make_regexp captures') { m = 'see http://u@h.example:80/p/q?x=1#f here'.match(URI::DEFAULT_PARSER.make_regexp(['http'])); m && m.captures }
show('make_regexp source') { [URI::DEFAULT_PARSER.make_regexp('http').source.size, URI::DEFAULT_PARSER.make_regexp.options, URI.regexp(%w[ftp]).source == URI::DEFAULT_PARSER.make_regexp(%w[ftp]).source] }
show('scan') { 'a http://x.y/1 b https://z/2'.scan(URI.regexp(%w[http https])).map(&:first) }

# frozen_string_literal: true

require 'shellwords'
require 'uri'
require 'cgi'
require 'erb'
require 'pathname'
require 'set'
require 'ostruct'
require 'stringio'
require 'English'
require 'securerandom'

# Written for this case: standard-library helpers module functions use to build command lines, URLs, paths
# and small records (shellwords, uri, cgi, ERB::Util, pathname, set, ostruct, stringio, securerandom), each
# result or its exception class and message.
Puppet::Functions.create_function(:'probe::helpers') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    [
      attempt('shellescape') { ["it's a file.txt".shellescape, Shellwords.escape(''), Shellwords.join(['ls', '-l', 'my dir', '$HOME']), %w[a b\ c].shelljoin] },
      attempt('shellsplit') { [Shellwords.split(%q{cmd --opt="a b" 'c d' e\ f}), 'x "unterminated'.shellsplit] },
      attempt('shellsplit ok') { Shellwords.shellwords('one "two three" four') },
      attempt('URI parse') { u = URI.parse('https://user:pw@Example.com:8443/a/b/../c?x=1&y=2#frag'); [u.scheme, u.host, u.port, u.path, u.query, u.fragment, u.userinfo, u.to_s, u.normalize.to_s] },
      attempt('URI join') { [URI.join('http://example.com/a/b/', 'c', '../d').to_s, URI.join('http://example.com/a', '/x').to_s] },
      attempt('URI build') { [URI::HTTPS.build(host: 'example.com', path: '/api', query: 'a=1').to_s, URI::HTTP.build(host: 'h', port: 8080).to_s] },
      attempt('www form') { [URI.encode_www_form('q' => 'a b&c', 'list' => ['1', '2'], 'n' => nil), URI.decode_www_form('a=1&b=x+y&c=%2F'), URI.encode_www_form_component('a b/é'), URI.decode_www_form_component('a+b%2F')] },
      attempt('URI errors') { URI.parse('http://exa mple.com') },
      attempt('URI regexp') { ['http://a.b/c', 'ftp://x', 'not a url'].map { |s| !!(s =~ URI::DEFAULT_PARSER.make_regexp(%w[http https])) } },
      attempt('URI split') { URI.split('https://example.com:8443/p?q#f') },
      attempt('CGI') { [CGI.escape('a b&c/d'), CGI.unescape('a+b%26c'), CGI.escapeHTML(%q{<a href="x">'&'</a>}), CGI.unescapeHTML('&lt;b&gt;&amp;&quot;&#39;')] },
      attempt('ERB::Util') { [ERB::Util.url_encode('a b&c/d~'), ERB::Util.html_escape('<x>&"\'')] },
      attempt('Pathname') { p = Pathname.new('/etc/app/../app/conf.d/./x.conf'); [p.cleanpath.to_s, p.basename.to_s, p.extname, p.dirname.to_s, p.absolute?, Pathname('/a/b/c').relative_path_from(Pathname('/a/d')).to_s, (Pathname('/opt') + 'app' + '../lib').to_s, Pathname('a/b/c.tar.gz').each_filename.to_a, Pathname('/a/b').join('c', '/d').to_s, Pathname('/x/y.rb').sub_ext('.erb').to_s] },
      attempt('Set') { s = Set.new([3, 1, 2, 3]); s << 5; [s.size, s.include?(2), s.to_a, (s & Set[1, 5, 9]).to_a, (s | [7]).to_a.sort, s.subset?(Set[1, 2, 3, 5, 8]), s.map { |x| x * 2 }.class.to_s, Set[[1, 2]].to_a, s.to_set.equal?(s), Set[1, 2] == Set[2, 1]] },
      attempt('Set inspect') { Set[1, 'a'].inspect },
      attempt('OpenStruct') { o = OpenStruct.new(name: 'web', port: 80); o.tls = true; o[:extra] = 1; [o.name, o.port, o.tls, o.missing, o.to_h, o.respond_to?(:tls), o.dig(:name), o == OpenStruct.new(name: 'web', port: 80, tls: true, extra: 1)] },
      attempt('OpenStruct inspect') { OpenStruct.new(a: 1, b: 'x').inspect },
      attempt('StringIO') { io = StringIO.new(+''); io.puts 'line1'; io.print 'a', 'b'; io.printf('%03d', 7); io << "\n"; io.write('z'); [io.string, StringIO.new("a\nb\n").readlines, StringIO.new("x\ny").each_line.map(&:chomp)] },
      attempt('English') { 'hello world' =~ /o (w)/; [$PREMATCH, $MATCH, $POSTMATCH, $LAST_PAREN_MATCH, $PROGRAM_NAME.class.to_s] },
      attempt('SecureRandom shapes') { [SecureRandom.hex(8).size, SecureRandom.alphanumeric(12) =~ /\A[A-Za-z0-9]{12}\z/, SecureRandom.base64(9).size, SecureRandom.urlsafe_base64(9).size, SecureRandom.random_number(10).between?(0, 9), SecureRandom.uuid.size, SecureRandom.random_bytes(4).bytesize] },
      attempt('Struct') { pt = Struct.new(:host, :port, keyword_init: true); a = pt.new(host: 'h', port: 1); [a.host, a.to_h, a == pt.new(host: 'h', port: 1), a.to_a, pt.members] },
      attempt('Struct positional') { pt = Struct.new(:a, :b) { def sum; a + b; end }; x = pt.new(1, 2); [x.sum, x.inspect =~ /#<struct a=1, b=2>/ ? 'ok' : x.inspect, x.each.to_a, x.values_at(1)] },
      attempt('Comparable') { ver = Class.new { include Comparable; attr_reader :v; def initialize(v); @v = v; end; def <=>(o); v <=> o.v; end }; a = ver.new(1); b = ver.new(2); [a < b, [b, a].min.v, a.between?(a, b), a.clamp(b, b).v, a == ver.new(1)] },
    ]
  end
end

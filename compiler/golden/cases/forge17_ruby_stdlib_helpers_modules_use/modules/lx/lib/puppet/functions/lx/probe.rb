# frozen_string_literal: true

require 'shellwords'
require 'resolv'
require 'uri'
require 'time'
require 'zlib'
require 'digest'
require 'English'

# Standard library calls that module functions make (command lines, address checks, URLs, times,
# checksums): each answer as a string.
Puppet::Functions.create_function(:'lx::probe') do
  dispatch :probe do
    param 'String', :what
  end

  def probe(what)
    case what
    when 'shell' then [Shellwords.escape("it's a $x"), Shellwords.split(%q(a "b c" d\ e 'f g')), %w[a b\ c].shelljoin, 'x y'.shellescape]
    when 'resolv' then ['10.1.2.3', '300.1.1.1', '::1', 'fe80::1%eth0', '1:2:3:4:5:6:7:8'].map { |a| [a =~ Resolv::IPv4::Regex ? 4 : nil, a =~ Resolv::IPv6::Regex ? 6 : nil] }
    when 'uri'
      u = URI.parse('https://user:pw@example.com:8443/a/b?x=1&y=2#frag')
      [u.scheme, u.host, u.port, u.path, u.query, u.fragment, u.userinfo, URI.join('http://h/a/b', '../c').to_s,
       URI.encode_www_form('a' => 'b c', 'd' => ['1', '2']), URI.decode_www_form('a=b+c&d=%41').to_h,
       URI::DEFAULT_PARSER.escape('a b/é'), URI.encode_www_form_component('a b&c'), u.to_s, URI('http://x').class.to_s]
    when 'time'
      t = Time.parse('2024-02-29 13:14:15 UTC')
      [t.utc.iso8601, Time.iso8601('2024-02-29T13:14:15+02:00').utc.to_s, t.httpdate, t.rfc2822, t.strftime('%s'),
       Time.at(0).utc.iso8601(3), Time.gm(2024, 12, 31, 23, 59, 59).yday, (Time.utc(2024, 3, 1) - Time.utc(2024, 2, 1)).to_i]
    when 'zlib' then [Zlib.crc32('hello'), Zlib.adler32('hello'), Zlib::Deflate.deflate('aaaaaaaaaa').bytesize]
    when 'digest'
      [Digest::SHA256.hexdigest('x'), Digest::SHA512.hexdigest('x')[0, 16], Digest::MD5.base64digest('x'), Digest::SHA1.hexdigest('x'),
       Digest::SHA2.new(384).hexdigest('x')[0, 16]]
    when 'english' then 'a-b'.split('-').tap { 'zz' =~ /z/ }.then { [$PROGRAM_NAME.class.to_s, $LAST_MATCH_INFO.to_s] }
    end.to_s
  end
end

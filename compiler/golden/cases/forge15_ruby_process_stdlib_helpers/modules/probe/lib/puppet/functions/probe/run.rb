require 'securerandom'
require 'timeout'
require 'benchmark'
require 'monitor'
require 'shellwords'
require 'cgi'
require 'erb'
require 'uri'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    m = Mutex.new; m.synchronize { 42 }
  end

  def p1
    Timeout.timeout(5) { :done }
  end

  def p2
    Benchmark.realtime { 1 + 1 }.is_a?(Float)
  end

  def p3
    SecureRandom.hex(8).size
  end

  def p4
    SecureRandom.uuid =~ /\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/
  end

  def p5
    SecureRandom.alphanumeric(12).size
  end

  def p6
    SecureRandom.base64(6).size
  end

  def p7
    Thread.current[:probe_cache] ||= {}; Thread.current[:probe_cache][:x] = 1; Thread.current[:probe_cache]
  end

  def p8
    Shellwords.escape("it's a file.txt")
  end

  def p9
    Shellwords.split(%q{cmd --opt "a b" 'c d' e\ f})
  end

  def p10
    Shellwords.join(['ls', '-l', 'my file'])
  end

  def p11
    "a b".shellescape
  end

  def p12
    CGI.escape('a b&c=d/é')
  end

  def p13
    CGI.unescape('a+b%26c')
  end

  def p14
    CGI.escapeHTML('<a href="x">&</a>')
  end

  def p15
    CGI.unescapeHTML('&lt;b&gt;&amp;&quot;&#39;')
  end

  def p16
    ERB::Util.url_encode('a b&c/é')
  end

  def p17
    ERB::Util.html_escape('<tag attr="v">')
  end

  def p18
    URI.encode_www_form_component('a b+c')
  end

  def p19
    URI.encode_www_form('q' => 'a b', 'n' => [1, 2])
  end

  def p20
    URI.decode_www_form_component('%41+b')
  end

  def p21
    u = URI('https://user:pw@example.com:8443/p/a?q=1#frag'); [u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment, u.to_s]
  end

  def p22
    URI::HTTPS.build(host: 'example.com', path: '/x', query: 'a=1').to_s
  end

  def p23
    URI('ldap://example.com').port
  end

  def p24
    URI('http://example.com/a/b/../c').normalize.to_s rescue $!.class
  end

  def p25
    (URI('not a uri') rescue [$!.class, $!.message])
  end

  def p26
    URI('mysql://db.example.com:3306/app').then { |x| [x.class, x.host, x.port, x.path] }
  end

  def p27
    URI.parse('http://[::1]:8080/').host
  end

  def p28
    URI.split('http://a.b/c?d')
  end

  def p29
    __method__
  end

  def p30
    method(__method__).owner.class
  end

  def p31
    binding.local_variable_defined?(:zzz)
  end

  def p32
    [Array(nil), Array([1]), Array(1..3), Array('a'), String(12), Integer('12'), Hash([[1, 2]]), Hash(nil)]
  end

  def p33
    caller.is_a?(Array)
  end

  def p34
    defined?(foo_bar_baz).inspect + defined?(String).inspect + defined?(@x).inspect + defined?(puts).inspect
  end

  def p35
    [1, 2, 3].frozen? || 'lit'.frozen?
  end

  def p36
    ObjectSpace.respond_to?(:each_object)
  end

  def p37
    GC.start.nil? rescue $!.class
  end

  def p38
    Process.pid.is_a?(Integer) rescue $!.class
  end

  def p39
    Etc.respond_to?(:getpwnam) rescue $!.class
  end

  def p40
    RUBY_VERSION >= '3.0'
  end

  def p41
    RUBY_ENGINE
  end

  def p42
    RUBY_PLATFORM.is_a?(String)
  end

  def p43
    [__FILE__.end_with?('run.rb'), __dir__.end_with?('probe'), File.basename(__FILE__, '.rb')]
  end

  def p44
    $PROGRAM_NAME.is_a?(String)
  end

  def p45
    [$stdout.respond_to?(:puts), $stderr.class]
  end

  def p46
    at_exit { } ; :registered rescue $!.class
  end

  def p47
    Kernel.respond_to?(:fork)
  end

  def p48
    ENV.key?('PATH')
  end

  def p49
    ENV.fetch('PUNCH_PROBE_NO_SUCH_VAR', 'fallback')
  end

  def p50
    Dir.pwd.is_a?(String)
  end
end

# Renders every .erb file of the Debian module corpus (/usr/share/puppet/modules) with Ruby 3.1
# the way Puppet's TemplateWrapper does, with two synthetic scopes, and records the text or the
# error (class, message, template line) in expected.json:
#   nil:  every variable and lookup is undef (nil), every function returns nil
#   name: every variable is a String holding its own name (@port == "port"), lookups likewise
# scope.function_template / call_function('template') render the named corpus template with the
# same scope. The libraries Puppet 7.23 has loaded when templates run are loaded too (Psych's
# Object#to_yaml, JSON, Set, IPAddr, Digest, ...), as in Puppet.
# Usage: ruby record.rb   (from this directory)
%w[erb json yaml set ipaddr digest/md5 digest/sha1 digest/sha2 base64 uri zlib openssl cgi securerandom date time].each { |l| require l }

CORPUS = '/usr/share/puppet/modules'

class SynthScope
  def initialize(mode)
    @mode = mode
  end

  def value(name)
    @mode == 'nil' ? nil : name.sub(/\A::/, '')
  end

  def lookupvar(name, *_)
    value(name)
  end

  def [](name, *_)
    value(name)
  end

  def to_hash
    {}
  end

  def setvar(*_) end

  def call_function(name, args)
    return render_nested(args) if name == 'template'
    nil
  end

  def render_nested(args)
    Array(args).map do |t|
      mod, rest = t.split('/', 2)
      path = File.join(CORPUS, mod, 'templates', rest)
      SynthWrapper.new(self, path).render
    end.join
  end

  def method_missing(m, *args)
    return render_nested(args[0]) if m == :function_template
    return nil if m.to_s.start_with?('function_')
    super
  end

  def respond_to_missing?(m, p = false)
    m.to_s.start_with?('function_') || super
  end
end

class SynthWrapper
  def initialize(scope, path)
    @__scope__ = scope
    @__file__ = path
  end

  def scope
    @__scope__
  end

  def file
    @__file__
  end

  def render
    src = File.read(@__file__)
    if @__scope__.value('x')
      # every instance variable the template mentions holds its own name
      src.scan(/@([a-z_][a-zA-Z0-9_]*)/).flatten.uniq.each { |n| instance_variable_set("@#{n}", n) }
    end
    t = ERB.new(src, trim_mode: '-')
    t.filename = @__file__
    t.result(binding)
  end
end

files = Dir.glob(File.join(CORPUS, '*', '**', '*.erb')).map { |f| File.realpath(f) rescue f }
files = Dir.glob(File.join(CORPUS, '*')).flat_map { |m| Dir.glob(File.join(m + '/', '**', '*.erb')) }.sort.uniq
out = []
%w[nil name].each do |mode|
  files.each do |path|
    rel = path.sub("#{CORPUS}/", '')
    begin
      r = SynthWrapper.new(SynthScope.new(mode), path).render
      out << { 'file' => rel, 'mode' => mode, 'output' => r }
    rescue SyntaxError => e
      out << { 'file' => rel, 'mode' => mode, 'error' => 'SyntaxError' }
    rescue Exception => e
      line = (e.backtrace || []).map { |l| l[/\A#{Regexp.escape(path)}:(\d+)/, 1] }.compact.first
      out << { 'file' => rel, 'mode' => mode, 'error' => e.class.name, 'message' => e.message.sub(/ for #<.*/m, ''), 'line' => line.to_i }
    end
  end
end
File.write(File.join(__dir__, 'expected.json'), JSON.pretty_generate(out) + "\n")
STDERR.puts "#{out.size} renders recorded"

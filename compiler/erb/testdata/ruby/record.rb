# Records Ruby 3.1's output for the focused ERB cases in cases.txt into expected.json.
# Each template is rendered the way Puppet's TemplateWrapper renders it (ERB with trim mode
# '-', the variables as instance variables of the wrapper), with a small stand-in scope.
#
# cases.txt: cases separated by lines "=== NAME" ; an optional line "vars: JSON" right after
# the name sets the variables; the rest, up to the next "===", is the template (the newline
# before the next "===" is not part of it).
#
# Usage: ruby record.rb   (from this directory; writes expected.json)
require 'erb'
require 'json'
require 'yaml'

class FakeScope
  def initialize(vars)
    @vars = vars
  end

  def lookupvar(name)
    n = name.sub(/\A::/, '')
    @vars[n]
  end

  def [](name)
    lookupvar(name)
  end

  def to_hash
    @vars.reject { |_, v| v.nil? }
  end

  def setvar(name, value)
    @vars[name] = value
  end

  # functions: join and upcase stand in for Puppet functions in the tests
  def function_join(args)
    args[0].join(args[1] || '')
  end

  def function_upcase(args)
    args[0].upcase
  end

  def call_function(name, args)
    case name
    when 'join' then function_join(args)
    when 'upcase' then function_upcase(args)
    when 'fail' then raise "Evaluation Error: #{args[0]}"
    else raise NoMethodError, "unknown function #{name}"
    end
  end
end

class Wrapper
  def initialize(scope, file)
    @__scope__ = scope
    @__file__ = file
  end

  def scope
    @__scope__
  end

  def file
    @__file__
  end

  def has_variable?(name)
    !scope.lookupvar(name.to_s).nil?
  end

  def result(src)
    scope.to_hash.each { |name, value| instance_variable_set("@#{name.gsub(/[^\w]/, '_')}", value) }
    template = ERB.new(src, trim_mode: '-')
    template.filename = @__file__
    template.result(binding)
  end
end

cases = []
File.read(File.join(__dir__, 'cases.txt')).split(/^=== /).drop(1).each do |chunk|
  name, rest = chunk.split("\n", 2)
  rest ||= ''
  vars = {}
  if rest.start_with?('vars: ')
    line, rest = rest.split("\n", 2)
    vars = JSON.parse(line.sub('vars: ', ''))
    rest ||= ''
  end
  rest = rest.chomp
  cases << [name.strip, vars, rest]
end

out = cases.map do |name, vars, src|
  file = "cases/#{name}.erb"
  begin
    r = Wrapper.new(FakeScope.new(vars), file).result(src)
    { 'name' => name, 'output' => r }
  rescue Exception => e
    line = (e.backtrace || []).map { |l| l[/\A#{Regexp.escape(file)}:(\d+)/, 1] }.compact.first
    if e.is_a?(SyntaxError)
      line = e.message[/#{Regexp.escape(file)}:(\d+)/, 1]
      { 'name' => name, 'error' => 'SyntaxError', 'line' => line.to_i }
    else
      { 'name' => name, 'error' => e.class.name, 'message' => e.message, 'line' => line.to_i }
    end
  end
end
File.write(File.join(__dir__, 'expected.json'), JSON.pretty_generate(out) + "\n")
STDERR.puts "#{out.size} cases recorded"

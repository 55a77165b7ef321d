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
    Puppet::Util::Warnings.warnonce('deprecated option x'); Puppet::Util::Warnings.warnonce('deprecated option x'); :warned
  end

  def p1
    [Puppet::Parser::Scope.number?('0x1F'), Puppet::Parser::Scope.number?('1e3'), Puppet::Parser::Scope.number?('abc')]
  end

  def p2
    Class.new { include Puppet::Util::Tagging; def initialize; tag('Web', 'a::b'); end }.new.tags.to_a.sort
  end
end

# Module code reading Puppet's context during a compile: names Puppet binds,
# a default block for one it does not, the error without a block.
Puppet::Functions.create_function(:'probe::context') do
  dispatch :run do
  end

  def run
    out = []
    out << "current_environment #{Puppet.lookup(:current_environment).name}"
    out << "current_environment class #{Puppet.lookup(:current_environment).class}"
    out << "global_scope class #{Puppet.lookup(:global_scope).class}"
    out << "global_scope fact #{Puppet.lookup(:global_scope)['facts']['os']['family']}"
    out << "rich_data #{Puppet.lookup(:rich_data).inspect}"
    out << "rich_data with block #{Puppet.lookup(:rich_data) { 'dflt' }.inspect}"
    out << "bolt_executor #{Puppet.lookup(:bolt_executor) { 'not compiling under bolt' }}"
    out << "string key #{Puppet.lookup('current_environment') { 'none' }}"
    begin
      Puppet.lookup(:no_such_binding)
    rescue Puppet::Context::UndefinedBindingError => e
      out << "#{e.class}: #{e.message} (a Puppet::Error: #{e.is_a?(Puppet::Error)})"
    end
    out
  end
end

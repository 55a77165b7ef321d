# QA-FORGE-8 (reduction of forge8_simp_compliance_enforcement): instance_eval of a String, with a file name
# and line, on a function instance (SIMP's compliance_markup) and on a plain object.
Puppet::Functions.create_function(:'m::evaled') do
  def initialize(closure_scope, loader)
    code = ['def added(x)', '  "added #{x} at #{__FILE__}:#{__LINE__}"', 'end'].join("\n")
    instance_eval(code, 'mapper.rb', 10)
    super(closure_scope, loader)
  end

  def evaled(x)
    o = Object.new
    o.instance_eval('@v = 42')
    [added(x), o.instance_variable_get(:@v), 'abc'.instance_eval('size + 1'), instance_eval { self.class.name.nil? }]
  end
end

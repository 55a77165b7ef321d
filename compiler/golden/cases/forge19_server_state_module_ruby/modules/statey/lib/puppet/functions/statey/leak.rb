require 'puppet_x/statey/registry'
# State that Puppet Server keeps in a JRuby between compiles: a required
# library's class-level ivars and class variables. Returned so that a
# catalog shows what the compile saw.
Puppet::Functions.create_function(:'statey::leak') do
  dispatch :leak do
    param 'String', :node
  end

  def leak(node)
    n = PuppetX::Statey::Registry.register(node)
    STATEY_TOP['made'] += 1
    "registered=#{n} loads=#{PuppetX::Statey::Registry.loads} top=#{STATEY_TOP['made']}"
  end
end

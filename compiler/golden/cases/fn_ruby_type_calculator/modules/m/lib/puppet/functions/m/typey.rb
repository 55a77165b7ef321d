Puppet::Functions.create_function(:'m::typey', Puppet::Functions::InternalFunction) do
  dispatch :run do
    scope_param
    param 'Any', :v
  end
  def run(scope, v)
    t = Puppet::Pops::Types::TypeCalculator.infer_set(v)
    gen = Puppet::Pops::Types::TypeCalculator.generalize(t)
    [t.to_s, gen.to_s, scope['m_var'].inspect, call_function('join', [['x', 'y'], ':']),
     Puppet::Pops::Types::TypeParser.singleton.parse('Array[Integer]').instance?([1, 2]),
     v.is_a?(Hash) ? v.keys.sort : v.class.name]
  end
end

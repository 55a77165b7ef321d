# Writes into values a compile shares with others in a server: looked-up
# Hiera data, the facts hash, a loaded type class. Each result shows what this compile saw.
Puppet::Functions.create_function(:'mutant::touch', Puppet::Functions::InternalFunction) do
  dispatch :touch do
    scope_param
    param 'String', :node
  end

  def guard
    yield.inspect
  rescue StandardError => e
    e.class.name
  end

  def touch(scope, node)
    out = []
    h = call_function('lookup', 'mutant::hash')
    out << guard { h.frozen? }
    out << guard { h['added'] = node; h.keys.sort }
    a = call_function('lookup', 'mutant::list')
    out << guard { a << node; a.size }
    s = call_function('lookup', 'mutant::str')
    out << guard { s << '-' << node; s }
    again = call_function('lookup', 'mutant::hash')
    out << guard { again.keys.sort }
    f = scope['facts']
    out << guard { f.frozen? }
    out << guard { f['mutant_added'] = node; f.key?('mutant_added') }
    out << guard { scope['facts'].key?('mutant_added') }
    os = f['os']
    out << guard { os['family'] << '!' ; os['family'] }
    t = Puppet::Type.type(:mutant_res)
    out << guard { t.instance_variable_get(:@mutant_seen).inspect }
    out << guard { t.instance_variable_set(:@mutant_seen, node); t.instance_variable_get(:@mutant_seen) }
    out << guard { t.newparam(:"extra_#{node.tr('.', '_')}"); t.validattr?(:"extra_#{node.tr('.', '_')}") }
    out << guard { t.parameters.size }
    out
  end
end

# A control repository's own function: turns a Hiera hash of services into
# firewall rule hashes, with local type aliases, optional struct keys,
# a default and a sorted, numbered result.
Puppet::Functions.create_function(:'profile::firewall_rules') do
  local_types do
    type 'Proto = Enum[tcp, udp]'
    type 'Service = Struct[{port => Integer[1, 65535], Optional[proto] => Proto, Optional[sources] => Array[String, 1]}]'
  end

  dispatch :rules do
    param 'Hash[String[1], Service]', :services
    optional_param 'Integer[100, 899]', :base
    return_type 'Array[Hash[String, Data]]'
  end

  def rules(services, base = 100)
    out = []
    services.keys.sort.each_with_index do |name, i|
      svc = services[name]
      sources = svc.fetch('sources', ['0.0.0.0/0'])
      sources.each_with_index do |src, j|
        out << {
          'title' => format('%03d %s from %s', base + i * 10 + j, name, src),
          'dport' => svc['port'],
          'proto' => svc.fetch('proto', 'tcp'),
          'source' => src,
          'action' => 'accept',
        }
      end
    end
    out
  end
end

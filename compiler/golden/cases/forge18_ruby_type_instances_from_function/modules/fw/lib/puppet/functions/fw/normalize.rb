Puppet::Functions.create_function(:'fw::normalize') do
  def normalize(rules)
    type = Puppet::Type.type(:fw_rule)
    rules.each_with_object({}) do |(title, attrs), out|
      begin
        res = type.new({ title: title }.merge(attrs.transform_keys(&:to_sym)))
        out[title] = {
          'dport' => res.should(:dport), 'proto' => res.should(:proto).to_s, 'action' => res[:action].to_s,
          'source' => res[:source], 'ensure' => res.should(:ensure).to_s,
          'provider' => res.provider.class.name.to_s,
          'features' => type.features.map(&:to_s).sort,
        }.reject { |_, v| v.nil? || v == '' }
      rescue Puppet::Error, ArgumentError => e
        out[title] = { 'error' => "#{e.class}: #{e.message}" }
      end
    end
  end
end

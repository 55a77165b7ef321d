Puppet::Functions.create_function(:'pt::probe') do
  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    t = Puppet::Type.type(:pt_rule)
    calls = {
      'to_resource'     => -> { r = t.new(title: '10-output', ports: ['22'], action: 'allow', comment: 'c'); x = r.to_resource; [x.class, x.to_s, x.to_hash] },
      'to_resource2'    => -> { r = t.new(title: 'plain', provider: :base); x = r.to_resource; [x.type, x.title, x[:provider], x[:name], x[:ensure]] },
      'retrieve'        => -> { r = t.new(title: 'plain', ports: 1); x = r.retrieve; [x.class, x.to_hash] },
      'from_resource'   => -> { r = t.new(Puppet::Resource.new('pt_rule', '20-input', parameters: { ports: 5 })); [r[:name], r[:chain], r[:ports], r.title] },
      'tags'            => -> { r = t.new(title: 'plain', tag: ['a', 'B']); r.tags.sort },
      'noop'            => -> { r = t.new(title: 'plain', noop: true); [r.noop?, r[:noop], r.noop] },
      'loglevel'        => -> { r = t.new(title: 'plain', loglevel: 'verbose'); r[:loglevel] },
      'audit'           => -> { r = t.new(title: 'plain', audit: 'all'); [r[:audit], r.parameters.keys.sort] },
      'require'         => -> { r = t.new(title: 'plain', require: 'File[/x]'); r[:require].map(&:to_s) },
      'newparam_inspect'=> -> { t.new(title: 'plain').parameter(:chain).inspect.gsub(/0x\h+/, 'X').size > 0 },
      'newtype_method'  => -> { Puppet::Type.respond_to?(:newpt_rule) },
      'instances'       => -> { t.instances },
      'name_var'        => -> { t.new(title: 'plain').name_var },
    }
    calls.map { |k, l| "#{k}=#{try { l.call }}" }
  end
end

# What module Ruby sees of a type's providers, their suitability and
# defaults, its attribute classes, and the instances its new makes.
Puppet::Functions.create_function(:'pt::probe') do
  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    t = Puppet::Type.type(:pt_rule)
    calls = {
      'providers'           => -> { t.providers.sort },
      'suitable'            => -> { t.suitableprovider.map(&:name).sort },
      'default'             => -> { t.defaultprovider.name },
      'by_source'           => -> { t.providers_by_source.map(&:name) },
      'validprovider'       => -> { [t.validprovider?(:linuxy), t.validprovider?('never'), t.validprovider?(:nope)] },
      'suitable?'           => -> { t.providers.sort.map { |p| [p, t.provider(p).suitable?] } },
      'default?'            => -> { t.providers.sort.map { |p| [p, t.provider(p).default?] } },
      'specificity'         => -> { t.providers.sort.map { |p| [p, t.provider(p).specificity] } },
      'default_match'       => -> { t.provider(:linuxy).default_match },
      'summary'             => -> { t.provider(:never).suitable?(false) },
      'summary_ok'          => -> { t.provider(:base).suitable?(false) },
      'source'              => -> { t.providers.sort.map { |p| t.provider(p).source } },
      'features'            => -> { t.providers.sort.map { |p| [p, t.provider(p).features] } },
      'declared'            => -> { [t.provider(:linuxy).declared_feature?(:logging), t.provider(:base).declared_feature?(:limiting)] },
      'limiting?'           => -> { [t.provider(:base).limiting?, t.provider(:redhatty).ipv6?] },
      'supports'            => -> { [t.provider(:base).supports_parameter?(:limit), t.provider(:base).supports_parameter?(:log), t.provider(:linuxy).supports_parameter?(t.attrclass(:log))] },
      'supports_bad'        => -> { t.provider(:base).supports_parameter?(:nosuch) },
      'provider_feature'    => -> { f = t.provider_feature(:limiting); [f.name, f.docs, f.methods] },
      'provider_feature_no' => -> { t.provider_feature(:nosuch) },
      'doc_base'            => -> { t.provider(:base).doc },
      'doc_linuxy'          => -> { t.provider(:linuxy).doc },
      'doc_never'           => -> { t.provider(:never).doc },
      'type_doc'            => -> { t.doc },
      'provider_doc'        => -> { t.attrclass(:provider).doc },
      'ensure_doc'          => -> { t.attrclass(:ensure).doc },
      'chain_doc'           => -> { t.attrclass(:chain).doc },
      'limit_doc'           => -> { t.attrclass(:limit).doc },
      'log_doc'             => -> { t.attrclass(:log).doc },
      'required_features'   => -> { [t.attrclass(:limit).required_features, t.attrclass(:log).required_features, t.attrclass(:comment).required_features] },
      'values'              => -> { [t.attrclass(:ensure).value_collection.values, t.attrclass(:chain).value_collection.values, t.attrclass(:chain).value_collection.regexes] },
      'value_name'          => -> { [t.attrclass(:action).value_name('allow'), t.attrclass(:ensure).value_name(:off), t.attrclass(:action).value_name('x')] },
      'array_matching'      => -> { [t.attrclass(:ports).array_matching, t.attrclass(:action).array_matching] },
      'required?'           => -> { [t.attrclass(:name).required?, t.attrclass(:chain).required?, t.attrclass(:level).required?] },
      'isnamevar?'          => -> { [t.attrclass(:name).isnamevar?, t.attrclass(:level).isnamevar?] },
      'constants'           => -> { [t.attrclass(:ports).to_s, t.attrclass(:name).to_s, t.provider(:base).to_s, t.to_s] },
      'command'             => -> { t.provider(:base).command(:sh) },
      'new_full'            => -> {
        r = t.new(title: '10-output', ports: ['22', 80], action: 'allow', limit: '5', log: 'yes', flag: 'yes', comment: 'c')
        [r.title, r.name, r[:chain], r.ref, r.to_s, r[:ports], r.should(:ports), r[:action], r[:limit], r[:log], r[:flag], r.flag?, r[:ensure], r.provider.class.name, r[:provider]]
      },
      'new_hash'            => -> { r = t.new(name: 'plain', ports: '1'); [r.to_hash.keys.sort, r.parameters.keys.sort, r.managed?, r.deleting?, r.uniqueness_key] },
      'new_absent'          => -> { r = t.new(title: 'gone', ensure: :off); [r.should(:ensure), r.deleting?, r[:ensure]] },
      'new_unmanaged'       => -> { r = t.new(title: 'bare'); [r[:ensure], r.managed?, r.parameters.keys.sort] },
      'new_provider'        => -> { r = t.new(title: 'p', provider: :base, log: 'no', limit: 3); [r.provider.class.name, r[:log], r.should(:limit), r.parameters.keys.sort] },
      'new_provider_obj'    => -> { r = t.new(title: 'p'); [r.provider.to_s, r.provider.name, r.provider.resource.equal?(r)] },
      'new_values'          => -> { r = t.new(title: 'v', chain: 'custom_x', ports: 7); [r[:chain], r.value(:ports), r.property(:ports).class, r.parameter(:chain).class, r.property(:chain), r.should(:chain), r.propertydefined?(:ports)] },
      'new_to_s'            => -> { r = t.new(title: 'v'); [r.parameter(:chain).to_s, r.parameter(:chain).name, r.property(:ensure), r.parameter(:chain).path, r.parameter(:chain).value] },
      'new_ensure_nil'      => -> { t.new(title: 'v').property(:ensure).should },
      'new_param_api'       => -> { r = t.new(title: 'v', ports: 3); p = r.property(:ports); [p.should, p.shouldorig, p.match_all?, p.name, p.resource.equal?(r), p.metaparam?, p.required?, p.isnamevar?, p.is_to_s([3]), p.should_to_s(:absent), p.event_name, r.property(:ensure).event_name] },
      'new_insync'          => -> { r = t.new(title: 'v', ports: [1, 2], action: 'drop'); [r.property(:ports).insync?([1, 2]), r.property(:ports).insync?(['1', '2']), r.property(:ports).insync?([2, 1]), r.property(:action).insync?(:drop), r.property(:action).insync?('drop')] },
      'new_delete'          => -> { r = t.new(title: 'v', ports: 1); r.delete(:ports); [r[:ports], r.parameters.keys.sort] },
      'new_set'             => -> { r = t.new(title: 'v'); r[:ports] = '9'; r[:name] = 'renamed'; [r[:ports], r.name, r.title] },
      'err_bad_value'       => -> { t.new(title: 'x', action: 'reject') },
      'err_chain'           => -> { t.new(title: 'x', chain: 'forward') },
      'err_ports'           => -> { t.new(title: 'x', ports: 'ssh') },
      'err_munge'           => -> { t.new(title: 'x', level: 'boom') },
      'err_validate'        => -> { t.new(title: 'x', level: 'crash') },
      'level_own_validate'  => -> { t.new(title: 'x', level: 'mid')[:level] },
      'err_type_validate'   => -> { t.new(title: 'x', comment: 'c') },
      'err_unknown_param'   => -> { t.new(title: 'x', bogus: 1) },
      'err_no_title'        => -> { t.new(ports: 1) },
      'err_provider'        => -> { t.new(title: 'x', provider: :nope) },
      'err_nil'             => -> { r = t.new(title: 'x'); r[:ports] = nil },
      'err_invalid_get'     => -> { t.new(title: 'x')[:nosuch] },
      'err_flag'            => -> { t.new(title: 'x', flag: 'maybe') },
      'title_pattern_2'     => -> { r = t.new(title: '10-bad chain'); [r[:name], r[:chain], r.title] },
      'err_delete'          => -> { t.new(title: 'x').delete(:limit) },
      'err_ensure'          => -> { t.new(title: 'x', ensure: 'running') },
    }
    calls.map { |k, l| "#{k}=#{try { l.call }}" }
  end
end

# What a module function sees of a type's providers and features, as
# helpers that pick a provider do.
Puppet::Functions.create_function(:'pf::probe') do
  dispatch :probe do
  end

  def try
    yield.inspect
  rescue StandardError => e
    e.class.name
  end

  def probe
    t = Puppet::Type.type(:pf_svc)
    out = []
    out << try { t.providers.sort }
    b = t.provider(:base)
    s = t.provider(:systemd)
    out << try { t.providers.sort }
    out << try { b.feature?(:refreshable) }
    out << try { b.feature?(:enableable) }
    out << try { s.feature?(:refreshable) }
    out << try { s.feature?(:enableable) }
    out << try { b.features.sort }
    out << try { s.features.sort }
    out << try { s.satisfies?([:enableable]) }
    out << try { t.features.sort }
    out << try { t.provide_feature?(:refreshable) }
    out << try { t.providers_by_source.size }
    out << try { s.superclass.name }
    out << try { s.doc }
    out
  end
end

# Object types written in Puppet (types/*.pp) as module Ruby sees their instances.
Puppet::Functions.create_function(:'geo::inspect_point') do
  dispatch :inspect_point do
    param 'Geo::Point', :p
  end

  def inspect_point(p)
    t = p._pcore_type
    [p.x, p.y, p.label, t.name, p.class.name.nil? ? 'anon' : p.class.name, p.respond_to?(:z) ? p.z : 'no z',
     p._pcore_init_hash, p.to_s, p.is_a?(Puppet::Pops::Types::PuppetObject)].inspect
  end
end

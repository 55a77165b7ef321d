require 'puppet_x/statey/registry'
STATEY_TOP = { 'made' => 0 } unless defined?(STATEY_TOP)
Puppet::Functions.create_function(:'statey::memo') do
  @@calls = 0
  CACHE = {}
  dispatch :memo do
    param 'String', :key
  end

  def memo(key)
    @@calls += 1
    @memo ||= {}
    @memo[key] ||= key.reverse
    CACHE[key] ||= key.statey_shout
    s = 'lit'
    s << '-' << key
    d = PuppetX::Statey::Registry::DEFAULTS.dup
    d['list'] = d['list'] + [key]
    re = /(?<word>[a-z]+)(?<num>\d+)/
    m = re.match(key)
    parts = m ? [m[:word], m[:num]] : []
    frozen_err = /x/.frozen?.to_s
    range_err = (1..2).frozen?.to_s
    self.class.send(:define_method, "dyn_#{key.tr('.-', '__')}") { key.length }
    dyn = send("dyn_#{key.tr('.-', '__')}")
    $statey_global = key
    Thread.current[:statey] = key
    [@memo[key], CACHE[key], s, d['list'], parts, frozen_err, range_err, dyn,
     $statey_global, Thread.current[:statey], PuppetX::Statey::Registry.table['beta'],
     PuppetX::Statey::Registry::FROZEN.frozen?, @@calls].map(&:to_s).join('|')
  end
end

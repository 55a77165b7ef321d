# RubyGems' Gem::Version and Gem::Requirement as module code uses them
# (version confines and switches: dsc_lite, docker, kubernetes).
v = ->(s) { Gem::Version.new(s) }
def try
  yield.inspect
rescue StandardError => e
  "#{e.class}: #{e.message}"
end
%w[1.2.3 1 1.2.a.3 1.2.3.rc1 0 1.9.9 2.0.0.pre.1 1.0-rc1].each do |s|
  puts [s, try { v.(s).bump.to_s }, try { v.(s).approximate_recommendation }, try { v.(s) }].join(' | ')
end
[['~> 1.2', '>= 1.2.5'], ['>= 1.2.5', '~> 1.2'], ['1.2'], [], [['>= 1', '< 2']], ['~> 1.2.3'], ['!= 1.5', '> 1'],
 ['< 2.a'], ['= 1.0'], ['~> 0'], [nil], ['>= 0', nil, '>= 0'], ['  >=   1.2  '], [Gem::Version.new('3.1')]].each do |req|
  rq = begin
         Gem::Requirement.new(*req)
       rescue StandardError => e
         puts "#{e.class}: #{e.message}"
         next
       end
  sat = %w[0 1 1.0.a 1.2 1.2.4 1.2.5 1.3 1.5 1.9.99 2.0 2.0.a 3.1].map { |s| rq.satisfied_by?(v.(s)) ? 1 : 0 }.join
  puts [rq.to_s, rq.as_list.inspect, rq.requirements.inspect, sat, rq.exact?, rq.prerelease?, rq.none?, rq.specific?].join(' | ')
end
['x', '>= x', '~>', '=> 1', 5, :sym].each { |bad| puts try { Gem::Requirement.new(bad).to_s } }
puts try { Gem::Requirement.new('>= 1').satisfied_by?('1.5') }
puts [Gem::Requirement.create(nil).to_s, Gem::Requirement.create('>= 1').to_s, Gem::Requirement.create(['> 1', '< 3']).to_s,
      Gem::Requirement.create(Gem::Version.new('1.1')).to_s, Gem::Requirement.default.to_s].inspect
r = Gem::Requirement.create('~> 2.0')
puts [Gem::Requirement.create(r).equal?(r), r == Gem::Requirement.new('~> 2.0'), r == Gem::Requirement.new('~> 2.1'),
      r === v.('2.5'), r =~ v.('3.0'), Gem::Requirement.parse('~> 3.1').inspect, Gem::Requirement.parse(v.('1')).inspect].inspect
puts try { Gem::Requirement.parse('bad') }
puts [Gem::Requirement::BadRequirementError.ancestors.take(3), Gem::Requirement::OPS.keys].inspect
puts [v.('1.2') <=> '1.3', v.('1.2') <=> 'x y', v.('1.2.3').inspect, Gem::Version.new(' 1.2 ').to_s].inspect

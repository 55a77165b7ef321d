# Gem::Version / Gem::Requirement as module functions compare versions (dsc_lite's powershell_version confine,
# docker/kubernetes version switches). Each rescued. Written for this case.
Puppet::Functions.create_function(:'probe::gemver') do
  def gemver
    v = ->(s) { Gem::Version.new(s) }
    checks = {
      'compare'   => -> { [v.('1.10') > v.('1.9'), v.('5.0.10586.117') >= v.('5.0.10586.117'), v.('1.0.0-rc1') < v.('1.0.0')] },
      'sort'      => -> { %w[1.10.0 1.2 1.2.0.a 1.9 2].map { |s| v.(s) }.sort.map(&:to_s) },
      'segments'  => -> { v.('1.2.3.beta4').segments },
      'prerelease'=> -> { [v.('1.2.a').prerelease?, v.('1.2').prerelease?, v.('1.2.3.rc1').release.to_s] },
      'bump'      => -> { v.('1.2.3').bump.to_s },
      'approx'    => -> { v.('1.2.3').approximate_recommendation },
      'canonical' => -> { [v.('1.0.0').canonical_segments, v.('1.0.0') == v.('1')] },
      'correct'   => -> { [Gem::Version.correct?('1.2.3'), Gem::Version.correct?('x.y')] },
      'invalid'   => -> { v.('not a version') },
      'requirement' => -> { r = Gem::Requirement.new('~> 1.2', '>= 1.2.5'); [r.satisfied_by?(v.('1.3')), r.satisfied_by?(v.('1.2.4')), r.satisfied_by?(v.('2.0')), r.to_s] },
      'req_create'=> -> { Gem::Requirement.create('>= 0').to_s },
      'to_s_eq'   => -> { [v.('1.2').to_s, v.('1.2').version, v.('1.2').eql?(v.('1.2.0'))] },
    }
    checks.map do |k, f|
      r = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{r}"
    end
  end
end

# semantic_puppet (QA-FORGE-9 G10), as module code uses it on module metadata
# (simp-simplib's assert_optional_dependency): Version and VersionRange.
require 'semantic_puppet'
v = SemanticPuppet::Version.parse('1.2.3-rc.1+build.5')
p [v.to_s, v.major, v.minor, v.patch, v.prerelease, v.build, v.stable?, v.frozen?]
p [v.to_stable.to_s, v.to_stable.build, v.next(:major).to_s, v.next(:minor).to_s, v.next(:patch).to_s, v.next(:other)]
w = SemanticPuppet::Version.parse('1.2.3')
p [w.prerelease, w.build, w.stable?, w.to_stable.equal?(w)]
p [v <=> w, w <=> v, w <=> SemanticPuppet::Version.parse('1.2.3'), w == SemanticPuppet::Version.parse('1.2.3'), w.eql?(SemanticPuppet::Version.parse('1.2.3'))]
list = %w[2.0.0 1.10.0 1.2.0 1.2.0-alpha 1.2.0-alpha.10 1.2.0-alpha.2].map { |s| SemanticPuppet::Version.parse(s) }
p list.sort.map(&:to_s), list.max.to_s, list.min.to_s
p [SemanticPuppet::Version.valid?('1.0.0'), SemanticPuppet::Version.valid?('1.0'), SemanticPuppet::Version.valid?('v1.0.0')]
%w[x.y 1.0 1.0.0.0 01.0.0].each do |bad|
  begin
    SemanticPuppet::Version.parse(bad)
  rescue ArgumentError => e
    p [e.class, e.message, e.is_a?(SemanticPuppet::Version::ValidationFailure)]
  end
end
p SemanticPuppet::Version::ValidationFailure.superclass
['>= 1.2.3 < 2.0.0', '1.x', '~> 1.5', '>=1.0.0', '1.2.3', '^1.2.3', '1.2.3 - 1.4.0', '>1.0.0 || <0.5.0', '*'].each do |s|
  r = SemanticPuppet::VersionRange.parse(s)
  p [r.to_s, r.class, %w[0.4.0 1.0.0 1.2.3 1.4.0 1.5.0 1.9.9 2.0.0 2.0.0-rc1].select { |x| r.include?(SemanticPuppet::Version.parse(x)) }]
end
begin
  SemanticPuppet::VersionRange.parse('not a range')
rescue ArgumentError => e
  p [e.class, e.message]
end

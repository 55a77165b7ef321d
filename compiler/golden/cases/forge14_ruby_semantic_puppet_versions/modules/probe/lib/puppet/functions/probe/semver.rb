# frozen_string_literal: true

require 'semantic_puppet'

# Written for this case: SemanticPuppet calls module functions make to compare package and agent versions
# (puppet_agent-style upgrade checks, version pinning), each result or its exception class and message.
Puppet::Functions.create_function(:'probe::semver') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    v = SemanticPuppet::Version
    r = SemanticPuppet::VersionRange
    [
      attempt('parse parts') { x = v.parse('1.2.3-rc.1+build.5'); [x.major, x.minor, x.patch, x.prerelease, x.build, x.to_s, x.stable?] },
      attempt('compare') { [v.parse('1.10.0') > v.parse('1.9.9'), v.parse('1.0.0-rc.1') < v.parse('1.0.0'), v.parse('1.0.0-alpha.2') <=> v.parse('1.0.0-alpha.10'), v.parse('1.0.0+a') == v.parse('1.0.0+b')] },
      attempt('sort') { %w[1.0.0 1.0.0-rc.1 0.9.12 1.0.0-beta 1.0.10 1.0.2].map { |s| v.parse(s) }.sort.map(&:to_s) },
      attempt('next') { x = v.parse('1.2.3-rc.1'); [x.next(:major).to_s, x.next(:minor).to_s, x.next(:patch).to_s, x.to_stable.to_s] },
      attempt('valid?') { [v.valid?('1.2.3'), v.valid?('1.2'), v.valid?('v1.2.3'), v.valid?('01.2.3')] },
      attempt('parse bad') { v.parse('1.2') },
      attempt('ranges') { ['>=1.0.0 <2.0.0', '~> 1.2', '1.x', '>= 2.1.0 || 1.9.x', '1.2.3 - 1.4.0', '*', '^1.2.3'].map { |s| begin; [s, r.parse(s).include?(v.parse('1.3.0'))]; rescue StandardError => e; [s, e.class.to_s]; end } },
      attempt('range to_s') { ['>=1.0.0 <2.0.0', '~> 1.2', '1.x'].map { |s| r.parse(s).to_s } },
      attempt('intersection') { (r.parse('>=1.0.0') & r.parse('<1.5.0')).to_s },
      attempt('exact') { [r.parse('1.2.3').include?(v.parse('1.2.3')), r.parse('1.2.3').include?(v.parse('1.2.4'))] },
      attempt('prerelease in range') { [r.parse('>=1.0.0').include?(v.parse('2.0.0-rc.1')), r.parse('>=1.0.0-0').include?(v.parse('2.0.0-rc.1'))] },
      attempt('range bad') { r.parse('>>1') },
      attempt('puppet version') { v.parse(Puppet.version) >= v.parse('7.0.0') },
    ]
  end
end

# Written for this case (QA-FORGE-9): the semantic_puppet library Puppet ships (SemanticPuppet::Version and
# VersionRange), as simp-simplib's assert_optional_dependency uses it on module metadata.
Puppet::Functions.create_function(:sp_probe) do
  dispatch :probe do
    param 'String', :range
    param 'Array[String]', :versions
  end

  def probe(range, versions)
    require 'semantic_puppet'
    r = SemanticPuppet::VersionRange.parse(range)
    vs = versions.map { |v| SemanticPuppet::Version.parse(v) }
    [r.to_s, r.class.to_s, vs.map { |v| [v.to_s, r.include?(v), v.major, v.prerelease.to_s] }, vs.max.to_s, (vs[0] <=> vs[-1])]
  rescue ArgumentError => e
    "#{e.class}: #{e.message}"
  end
end

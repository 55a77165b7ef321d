# simp/pupmod-simp-simplib's simplib::assert_optional_dependency over a metadata.json's simp:optional_dependencies:
# load_module_metadata, SemanticPuppet::VersionRange.parse / include? / to_s, module_exist, the environment's name;
# all failures collected into one Puppet::ParseError.
include app

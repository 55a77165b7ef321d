# Reduced from flaf/miscellaneous's homemade::getvar: scope.include? / scope.exist? of variables
# that are set, set to undef, and not set.
Puppet::Functions.create_function(:'homemade::probe', Puppet::Functions::InternalFunction) do
  dispatch :probe do
    scope_param()
    required_param 'String', :varname
  end

  def probe(scope, varname)
    "include?=#{scope.include?(varname)} exist?=#{scope.exist?(varname)}"
  end
end

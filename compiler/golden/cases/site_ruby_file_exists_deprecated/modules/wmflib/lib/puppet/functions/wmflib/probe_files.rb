# Reduced from wikimedia/operations-puppet's wmflib::expand_path (`return {} unless File.exists?(path)`):
# Ruby 3.1 (Puppet 7's) still has the deprecated File.exists?, Dir.exists? and FileTest.exists?
# (removed in Ruby 3.2), silent unless deprecation warnings are on.
Puppet::Functions.create_function(:'wmflib::probe_files') do
  dispatch :probe do
    param 'String', :dir
  end
  def probe(dir)
    file = File.join(dir, 'data', 'present.yaml')
    [File.exists?(file), File.exists?(file + '.no'), Dir.exists?(dir), Dir.exists?(file), FileTest.exists?(file)]
  end
end

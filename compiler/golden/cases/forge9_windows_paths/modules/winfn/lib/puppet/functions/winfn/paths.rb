# Written for this case (QA-FORGE-9): what module Ruby sees of Windows paths when the compiling server is Linux.
Puppet::Functions.create_function(:'winfn::paths') do
  dispatch :paths do
    param 'String', :path
  end

  def paths(path)
    [
      Puppet::Util.absolute_path?(path),
      Puppet::Util.absolute_path?(path, :windows),
      Puppet::Util.absolute_path?(path, :posix),
      File.basename(path),
      File.dirname(path),
      File.extname(path),
      File.join(path, 'sub'),
      path.split(/[\\\/]/),
      path.tr('/', '\\'),
      Puppet.features.microsoft_windows?,
      path.downcase.casecmp?('C:\\WINDOWS\\SYSTEM32'),
    ]
  end
end

# File.extname, as puppetlabs-stdlib 9's stdlib::extname calls it.
Puppet::Functions.create_function(:'fx::ext') do
  dispatch :ext do
    param 'String', :filename
  end

  def ext(filename)
    File.extname(filename).inspect
  end
end

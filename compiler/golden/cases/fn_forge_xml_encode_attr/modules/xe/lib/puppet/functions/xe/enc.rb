# String#encode(xml: :text / :attr), as voxpupuli-extlib's extlib::xml_encode does.
Puppet::Functions.create_function(:'xe::enc') do
  dispatch :enc do
    param 'String', :str
    optional_param "Enum['text','attr']", :type
  end

  def enc(str, type = 'text')
    str.encode(xml: type.to_sym)
  end
end

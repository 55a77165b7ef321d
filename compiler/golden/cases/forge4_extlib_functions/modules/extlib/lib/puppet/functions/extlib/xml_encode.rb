# frozen_string_literal: true

# @summary Encode strings for XML files
Puppet::Functions.create_function(:'extlib::xml_encode') do
  dispatch :xml_encode do
    param 'String', :str
    optional_param "Enum['text','attr']", :type
    return_type 'String'
  end

  def xml_encode(str, type = 'text')
    str.encode(xml: type.to_sym)
  end
end

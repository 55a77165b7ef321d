# Returns the instance attributes of an `Object` or `Type`.
Puppet::Functions.create_function(:'tahu::attributes', Puppet::Functions::InternalFunction) do

  # @param object_type - The object type to get instance attributes from
  dispatch :attributes_from_object_type do
    required_param 'Type[Object]', :object_type
    return_type 'Hash[String, Type]'
  end

  # @param type - The type to get instance attributes from
  dispatch :attributes_from_type do
    required_param 'Type', :type
    return_type 'Hash[String, Type]'
  end

  # @param an_object - An object to get instance attributes from its type
  dispatch :attributes_from_object do
    required_param 'Object', :an_object
    return_type 'Hash[String, Type]'
  end

  def attributes_from_type(val)
    # There are none
    return { }
  end

  def attributes_from_object_type(val)
    result = {}
    val.attributes.each {|name, a| result[name] = a.type }
    result
  end

  def attributes_from_object(val)
    attributes_from_object_type(val._pcore_type)
  end
end

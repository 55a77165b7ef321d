# A function for performing lookups targeted at ease of use with defined types.
# (the long description and examples of the original left out)
Puppet::Functions.create_function(:'simplib::dlookup') do
  dispatch :dlookup do
    param          'String[1]', :define_id
    param          'String[1]', :param
    optional_param 'Any',       :options
  end

  dispatch :dlookup_specific do
    param          'String[1]', :define_id
    param          'String[1]', :param
    param          'String[1]', :resource_title
    optional_param 'Any',       :options
  end

  def dlookup(define_id, param, options)
    target_param = "#{define_id}::#{param}"

    return call_function('simplib::lookup', target_param, options )
  end

  def dlookup_specific(define_id, param, resource_title, options)
    target_param = "#{define_id.split('::').map(&:capitalize).join('::')}[#{resource_title}]::#{param}"

    retval = call_function('simplib::lookup', target_param, options)

    # Fall back to the global lookup for this option
    if options['default_value'] && retval == options['default_value']
      retval = dlookup(define_id, param, options)
    end

    return retval
  end
end

# A function for falling back to global scope variable lookups when the
# Puppet 4 ``lookup()`` function cannot find a value.
#
# While ``lookup()`` will stop at the back-end data sources, ``lookup()`` will
# check the global scope first to see if the variable has been defined.
#
# This means that you can pre-declare a class and/or use an ENC and look up the
# variable whether it is declared this way or via Hiera or some other back-end.
#
# @author Trevor Vaughan <tvaughan@onyxpoint.com>
Puppet::Functions.create_function(:'simplib::lookup') do
  # (parameter documentation of the original left out)
  dispatch :lookup do
    param          'String', :param
    optional_param 'Any',    :options
  end

  def lookup(param, options = nil)
    class_name = param.split('::')

    if class_name.size < 2
      # This is a global variable
      param_name = class_name
      class_name = nil
    else
      param_name = class_name.pop
      class_name = class_name.join('::')
    end

    if param_name
      if class_name
        global_scope = closure_scope.find_global_scope
        catalog = global_scope.catalog

        active_resource = catalog.resource("Class[#{class_name}]")
        if active_resource
          active_resource_param = active_resource.parameters[param_name.to_sym]
          if active_resource_param
            global_param = active_resource_param.value
          end
        end
      else
        global_param = closure_scope.find_global_scope.lookupvar(param)
      end
    end

    return global_param if global_param

    if options
      return call_function('lookup', param, options )
    else
      return call_function('lookup', param )
    end
  end
end

# Perform simple validation of a `String`, or `Array` of `Strings`,
# against one or more regular expressions.
# Derived from the Puppet Labs stdlib validate_re.
Puppet::Functions.create_function(:'simplib::validate_re_array') do

  dispatch :validate_re_array_1_to_1 do
    required_param 'String', :input
    required_param 'String', :regex
    optional_param 'String', :err_msg
  end

  dispatch :validate_re_array_1_to_n do
    required_param 'String', :input
    required_param 'Array', :regex_list
    optional_param 'String', :err_msg
  end

  dispatch :validate_re_array_n_to_1 do
    required_param 'Array', :inputs
    required_param 'String', :regex
    optional_param 'String', :err_msg
  end

  dispatch :validate_re_array do
    required_param 'Array', :inputs
    required_param 'Array', :regex_list
    optional_param 'String', :err_msg
  end

  def validate_re_array_1_to_1(input, regex, err_msg=nil)
    validate_re_array([ input ], [ regex ], err_msg)
  end

  def validate_re_array_n_to_1(inputs, regex, err_msg=nil)
    validate_re_array(inputs, [ regex ], err_msg)
  end

  def validate_re_array_1_to_n(input, regex_list, err_msg=nil)
    validate_re_array([ input ], regex_list, err_msg)
  end

  def validate_re_array(inputs, regex_list, err_msg=nil)

    inputs.each do |to_check|
      valid = false
      regex_list.each do |re_str|
        if "#{to_check}" =~ Regexp.compile(re_str)
          valid = true
          break
        end
      end

      # Bail at the first failure.
      unless valid
        msg = err_msg || "simplib::validate_re_array(): #{to_check.inspect} does not match #{regex_list.inspect}"
        fail(msg)
      end
    end

  end
end

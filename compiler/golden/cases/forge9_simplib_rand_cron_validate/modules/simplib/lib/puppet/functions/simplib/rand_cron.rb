#  Transforms an input string to one or more interval values for `cron`.
#  This can be used to avoid starting a certain cron job at the same
#  time on all servers.

Puppet::Functions.create_function(:'simplib::rand_cron') do

  local_types do
    type "RandCronAlgorithm = Enum['crc32', 'ip_mod', 'sha256']"
  end

  # (parameter documentation of the original left out)
  dispatch :rand_cron do
    required_param 'String',            :modifier
    required_param 'RandCronAlgorithm', :algorithm
    optional_param 'Integer[1]',        :occurs
    optional_param 'Integer[1]',        :max_value
  end

  def generate_crc32_number(input_string)
    require 'zlib'
    Zlib.crc32(input_string)
  end

  def generate_ip_mod_number(input_string)
    require 'ipaddr'

    ip_num = nil
    begin
     ip_num = IPAddr.new(input_string).to_i
    rescue IPAddr::Error
    end

    num = nil
    if ip_num.nil?
      # crc32 calculation for backward compatibility
      num = generate_crc32_number(input_string)
    else
      num = ip_num
    end
    num
  end

  def generate_sha256_number(input_string)
    require 'digest'

    Digest::SHA256.hexdigest(input_string).hex
  end

  # @param modifier Input string to be transformed to an Integer
  # @param algorithm Algorithm to apply to transform input string into
  #   an Integer
  #
  # @return Integer to be used as a basis for generated cron values
  def generate_numeric_modifier(modifier, algorithm)
    eval("generate_#{algorithm}_number(modifier)")
  end

  def rand_cron(modifier, algorithm, occurs = 1, max_value = 59)
    range_modifier = generate_numeric_modifier(modifier, algorithm)
    modulus = max_value + 1
    base = range_modifier % modulus

    values = []
    if occurs == 1
      values << base
    else
      values = Array.new
      (1..occurs).each do |i|
        values << ((base - (modulus / occurs * i)) % modulus)
      end
    end
    return values.sort
  end
end

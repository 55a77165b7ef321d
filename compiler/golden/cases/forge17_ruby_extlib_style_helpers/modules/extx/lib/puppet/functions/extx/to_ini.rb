# frozen_string_literal: true

# Renders a hash of sections as an INI file.
Puppet::Functions.create_function(:'extx::to_ini') do
  dispatch :to_ini do
    param 'Hash[String, Hash]', :data
    optional_param 'String', :separator
  end

  def to_ini(data, separator = ' = ')
    data.each_with_object([]) do |(section, settings), lines|
      lines << "[#{section}]"
      settings.each do |k, v|
        case v
        when Array then v.each { |e| lines << "#{k}#{separator}#{e}" }
        when nil, :undef then next
        else lines << "#{k}#{separator}#{v}"
        end
      end
      lines << ''
    end.join("\n")
  end
end

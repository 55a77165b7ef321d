# frozen_string_literal: true

require 'json'

Puppet::Functions.create_function(:'stdlib::to_json_pretty') do
  dispatch :to_json_pretty do
    param 'Variant[Hash, Array]', :data
    optional_param 'Optional[Boolean]', :skip_undef
    optional_param 'Struct[{
indent       => Optional[String],
space        => Optional[String],
space_before => Optional[String],
object_nl    => Optional[String],
array_nl     => Optional[String],
allow_nan    => Optional[Boolean],
max_nesting  => Optional[Integer[-1,default]],
}]', :opts
  end

  def to_json_pretty(data, skip_undef = false, opts = nil)
    if opts
      opts = opts.transform_keys(&:to_sym)

      opts[:max_nesting] = false if opts[:max_nesting] == -1
    end

    data = data.compact if skip_undef && (data.is_a?(Array) || Hash)
    JSON.pretty_generate(data, opts) << "\n"
  end
end

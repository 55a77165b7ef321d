# The deep_merge gem as Puppet 7.23 has it on Debian (ruby-deep-merge
# 1.1.1, a dependency of Puppet: Hiera's deep merge uses it), written for
# rlib from the gem's documented behaviour and checked against the gem by
# testdata/scripts/deep_merge.rb. Module Ruby requires it for its own
# merges (simp's simpkv: options.deep_merge!(other)). Not done: the
# :merge_debug option's trace on standard output.
module DeepMerge
  class InvalidParameter < StandardError; end

  DEFAULT_FIELD_KNOCKOUT_PREFIX = '--'

  # Merges source into dest and answers the result (dest itself where it
  # could be merged in place). The gem's rules, quirks included:
  # - a key of source whose value in dest is falsy is taken from source
  #   (merged into a dup of the value, so nested knockouts still apply);
  # - arrays are united (dest | source) unless :overwrite_arrays;
  # - anything else overwrites dest unless :preserve_unmergeables;
  # - :knockout_prefix strings remove elements, a bare prefix clears dest.
  def self.deep_merge!(source, dest, options = {})
    opts = merge_options(options)
    return dest if source.nil?
    return source if !dest && opts[:overwrite]

    if source.is_a?(Hash)
      source.each do |key, value|
        if dest.is_a?(Hash)
          if dest[key]
            dest[key] = deep_merge!(value, dest[key], options)
          else
            copy = begin
              value.dup
            rescue TypeError
              value
            end
            dest[key] = deep_merge!(value, copy, options)
          end
        elsif dest.is_a?(Array) && opts[:extend]
          # the gem pushes the whole source Hash once per key
          dest.push(source)
        elsif opts[:overwrite]
          dest = overwrite_unmergeables(source, dest, options)
        end
      end
      dest
    elsif source.is_a?(Array)
      merge_arrays(source, dest, options, opts)
    elsif dest.is_a?(Array) && opts[:extend]
      dest.push(source)
    else
      overwrite_unmergeables(source, dest, options)
    end
  end

  # Source replaces dest when overwriting is allowed; with a knockout
  # prefix a knocked-out String or an Array that held knocked-out Strings
  # replaces dest with "".
  def self.overwrite_unmergeables(source, dest, options)
    ko = options[:knockout_prefix] || false
    overwrite = !options[:preserve_unmergeables]
    return dest unless overwrite
    return source unless ko

    stripped = case source
               when String then source.gsub(/^#{ko}/, '')
               when Array then source.delete_if { |e| e.is_a?(String) && e.match(/^#{ko}/) }
               else source
               end
    stripped == source ? stripped : ''
  end

  def self.clear_or_nil(obj)
    return nil unless obj.respond_to?(:clear)

    obj.clear
    obj
  end

  # the options as deep_merge! reads them, checked as the gem checks them
  def self.merge_options(options)
    ko = options[:knockout_prefix] || nil
    overwrite = !options[:preserve_unmergeables]
    raise InvalidParameter, 'knockout_prefix cannot be an empty string in deep_merge!' if ko == ''
    if ko && !overwrite
      raise InvalidParameter, 'overwrite_unmergeable must be true if knockout_prefix is specified in deep_merge!'
    end

    { ko: ko, overwrite: overwrite, split: options[:unpack_arrays] || false,
      replace_arrays: options[:overwrite_arrays] || false, sort: options[:sort_merged_arrays] || false,
      hash_arrays: options[:merge_hash_arrays] || false, extend: options[:extend_existing_arrays] || false }
  end

  def self.merge_arrays(source, dest, options, opts)
    return source if opts[:replace_arrays]

    ko = opts[:ko]
    if opts[:split]
      source = source.join(opts[:split]).split(opts[:split])
      dest = dest.join(opts[:split]).split(opts[:split]) if dest.is_a?(Array)
    end
    if ko && source.index(ko)
      # a bare prefix in source empties dest
      dest = clear_or_nil(dest)
      source.delete(ko)
    end
    unless dest.is_a?(Array)
      return opts[:overwrite] ? overwrite_unmergeables(source, dest, options) : dest
    end

    if ko
      source.delete_if do |e|
        plain = e.respond_to?(:gsub) ? e.gsub(/^#{ko}/, '') : e
        next false if plain == e

        dest.delete(plain)
        dest.delete(e)
        true
      end
    end
    if opts[:hash_arrays] && source.all? { |e| e.is_a?(Hash) } && dest.all? { |e| e.is_a?(Hash) }
      merged = dest.each_index.map { |i| deep_merge!(source[i] || {}, dest[i], options) }
      merged += source[dest.count..-1] if source.count > dest.count
      dest = merged
    else
      dest |= source
    end
    dest.sort! if opts[:sort]
    dest
  end

  private_class_method :merge_options, :merge_arrays
end

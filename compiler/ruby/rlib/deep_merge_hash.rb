# deep_merge/deep_merge_hash (required by deep_merge): Hash#deep_merge!,
# #ko_deep_merge!, #deep_merge over DeepMerge.deep_merge! (rlib's deep_merge.rb),
# each with its defaults under the caller's options.
module DeepMerge
  module DeepMergeHash
    { ko_deep_merge!: { knockout_prefix: '--', preserve_unmergeables: false },
      deep_merge!: { preserve_unmergeables: false },
      deep_merge: { preserve_unmergeables: true } }.each do |name, defaults|
      define_method(name) { |source, options = {}| DeepMerge.deep_merge!(source, self, defaults.merge(options)) }
    end
  end
end

class Hash
  include DeepMerge::DeepMergeHash
end

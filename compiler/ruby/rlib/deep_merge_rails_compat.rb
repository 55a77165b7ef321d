# deep_merge/rails_compat (a require of its own): Hash#deeper_merge!,
# #ko_deeper_merge!, #deeper_merge, the same merges under names that do not
# clash with Rails' Hash#deep_merge.
module DeepMerge
  module RailsCompat
    { ko_deeper_merge!: { knockout_prefix: '--', preserve_unmergeables: false },
      deeper_merge!: { preserve_unmergeables: false },
      deeper_merge: { preserve_unmergeables: true } }.each do |name, defaults|
      define_method(name) { |source, options = {}| DeepMerge.deep_merge!(source, self, defaults.merge(options)) }
    end
  end
end

class Hash
  include DeepMerge::RailsCompat
end

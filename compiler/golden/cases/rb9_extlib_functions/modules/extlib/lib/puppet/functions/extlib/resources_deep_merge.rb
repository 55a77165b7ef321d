# frozen_string_literal: true

# @summary Deeply merge a "defaults" hash into a "resources" hash like the ones expected by `create_resources()`.
Puppet::Functions.create_function(:'extlib::resources_deep_merge') do
  # Deep-merges defaults into a resources hash
  # @param resources The hash of resources.
  # @param defaults The hash of defaults to merge.
  # @return Returns the merged hash.
  dispatch :resources_deep_merge do
    param 'Hash', :resources
    param 'Hash', :defaults
    return_type 'Hash'
  end

  def resources_deep_merge(resources, defaults)
    deep_merged_resources = {}
    resources.each do |title, params|
      deep_merged_resources[title] = call_function('deep_merge', defaults, params)
    end

    deep_merged_resources
  end
end

# normalize.rb: reduce a Puppet catalog (its JSON data hash, catalog_format 2) to what the golden
# suite's catcmp.go compares, so the recordings stay small:
#   kept: name, environment, each resource's type, title, tags (sorted, without duplicates),
#         exported and parameters (values untouched: JSON value comparison is catcmp's job),
#         edges, classes;
#   dropped: version, catalog_uuid, code_id, each resource's kind, file and line, Class[Settings]
#            and its edges, the class "settings" (catcmp lets each be present or absent).
# The result is still catalog JSON that catcmp.go reads. Resource and edge order is Puppet's.
module SweepNormalize
  SETTINGS = 'Class[Settings]'

  def self.catalog(data)
    out = { 'name' => data['name'], 'environment' => data['environment'] }
    out['resources'] = (data['resources'] || []).filter_map do |r|
      next if "#{r['type']}[#{r['title']}]" == SETTINGS

      res = { 'type' => r['type'], 'title' => r['title'], 'tags' => (r['tags'] || []).uniq.sort }
      res['exported'] = true if r['exported']
      res['parameters'] = r['parameters'] if r['parameters'] && !r['parameters'].empty?
      res
    end
    out['edges'] = (data['edges'] || []).filter_map do |e|
      next if e['source'] == SETTINGS || e['target'] == SETTINGS

      { 'source' => e['source'], 'target' => e['target'] }
    end
    out['classes'] = (data['classes'] || []).reject { |c| c == 'settings' }
    out
  end
end

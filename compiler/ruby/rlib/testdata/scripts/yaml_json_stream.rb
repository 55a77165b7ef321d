# YAML.load_stream and JSON.load_file (QA-FORGE-14 P1).
# The JSON files are in json_files/ (the recording runs in this folder, the test in rlib's).
dir = File.directory?('testdata/scripts') ? 'testdata/scripts/json_files' : 'json_files'
show('stream') { YAML.load_stream("--- 1\n--- two\n") }
show('stream empty') { YAML.load_stream('') }
show('stream fallback') { YAML.load_stream('', fallback: 3) }
show('stream symbolize') { YAML.load_stream("a: 1\n---\n- :x\n", symbolize_names: true) }
show('stream nil docs') { [Psych.load_stream("---\n"), YAML.load_stream("--- \n...\n--- [1]\n")] }
show('stream object') { YAML.load_stream("--- !ruby/object:OpenStruct\ntable: {}\n--- :sym\n").map(&:class) }
show('stream error') { YAML.load_stream("a: [", filename: 'f.y') }
show('stream block') { r = []; YAML.load_stream("--- 1\n--- 2\n") { |d| r << d }; r }
show('stream block class') { YAML.load_stream("--- 1\n") { |d| d }.class }
show('stream alias') { YAML.load_stream("--- &a [1]\n--- *a\n") }
show('stream alias same') { YAML.load_stream("--- &a [1]\n--- &b [2]\n") }
show('stream io') { YAML.load_stream(StringIO.new("--- x\n--- y\n")) }
show('load_file') { JSON.load_file("#{dir}/x.json") }
show('load_file opts') { JSON.load_file("#{dir}/x.json", symbolize_names: true) }
show('load_file missing') { JSON.load_file('/nonexistent/x.json') }
show('load_file nan') { JSON.load_file("#{dir}/nan.json") }
show('load_file! nan') { JSON.load_file!("#{dir}/nan.json") }
show('load_file bad') { JSON.load_file("#{dir}/bad.json") }

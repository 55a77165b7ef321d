# QA-FORGE-8 (companion of forge8_ruby_instance_eval_string): class_eval/module_eval of a String, and
# instance_eval with a block (which Punch supports), in a module's Ruby function.
module QAForge8Helpers; end
Puppet::Functions.create_function(:'m::classeval') do
  def classeval(x)
    QAForge8Helpers.module_eval("def self.twice(v)\n  v * 2\nend", 'helpers.rb', 1)
    String.class_eval('def qa_forge8_shout; upcase + "!"; end')
    [QAForge8Helpers.twice(x), x.qa_forge8_shout, Object.new.instance_eval { 7 }]
  end
end

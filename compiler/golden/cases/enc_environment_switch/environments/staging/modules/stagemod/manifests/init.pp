class stagemod { }

class c {}

node a { class c {} }
